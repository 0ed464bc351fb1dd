// The knobs of a batched import, and what it reports while it runs and when it ends.

/// How an import runs.
public struct ImportOptions: Sendable {
    /// Records per transaction; the position is stored with each batch.
    public var batchSize = 1000
    /// Whether the import uses and stores its position in `xylem_imports`, to resume after an
    /// interruption.
    public var resumes = true

    /// Creates options.
    public init(batchSize: Int = 1000, resumes: Bool = true) {
        self.batchSize = max(1, batchSize)
        self.resumes = resumes
    }
}

/// Where an import is, reported after each committed batch.
public struct ImportProgress: Sendable {
    /// Records of the document committed so far, those an earlier run committed included.
    public var records: Int
    /// The outcomes so far, an earlier run's included.
    public var counts: ImportCounts

    /// Creates a progress report.
    public init(records: Int, counts: ImportCounts) {
        self.records = records
        self.counts = counts
    }
}

/// What an import did.
public struct ImportResult: Sendable, Equatable {
    /// The outcomes of all the document's records, an earlier run's included: a resumed import
    /// reports what a clean one would.
    public var counts: ImportCounts
    /// Records of the document (including those skipped on resume).
    public var records: Int
    /// Records skipped because an earlier run committed them.
    public var resumedAfter: Int

    /// Creates a result.
    public init(counts: ImportCounts, records: Int, resumedAfter: Int) {
        self.counts = counts
        self.records = records
        self.resumedAfter = resumedAfter
    }
}
