// One import of one document in batches: each batch one IMMEDIATE transaction that also stores
// the position, so that a process killed at any point leaves the database at a batch boundary and
// the next run on the same document skips what was committed.

import GRDB

/// Runs one import of one document in batches of `batchSize` records, each batch one IMMEDIATE
/// transaction.
///
/// The position (records committed) and the counts so far are stored in the table
/// `xylem_imports` (created if missing: `source TEXT PRIMARY KEY, version TEXT, records INTEGER,
/// inserted, updated, deleted, unchanged INTEGER, complete INTEGER`) in the same transaction as
/// the batch, so that a process killed at any point leaves the database at a batch boundary.
/// Started again on the same source (name and version equal, not complete), the first `records`
/// records are skipped (read, not written) and the counts continue from the stored ones, so that
/// the result equals a clean import's. Another version, or a complete import, starts over.
///
/// ```swift
/// let result = try ImportSession.run(dbQueue, source: .file(path)) { session in
///     try XMLReader().readRecords(Episode.self, at: "rss/channel/item", from: .file(path)) { episode in
///         try session.record { try $0.save(episode, as: Episode.store).outcome }
///         return .continue
///     }
/// }
/// ```
public final class ImportSession {
    /// Records already committed by an earlier run, skipped by ``record(_:)``.
    public let resumingAfter: Int

    private let db: Database
    private let storeWriter: StoreWriter
    private let source: ImportSource
    private let batchSize: Int
    private let resumes: Bool
    private let progress: (@Sendable (ImportProgress) -> Void)?
    /// Records handed so far, skipped ones included.
    private var records: Int
    private var counts: ImportCounts
    /// Records written in the open transaction.
    private var pending = 0
    /// The error that ended the import, rethrown by every later call.
    private var failure: (any Error)?

    private init(
        db: Database, source: ImportSource, options: ImportOptions, start: ImportPositions.ResumePoint?,
        progress: (@Sendable (ImportProgress) -> Void)?
    ) {
        self.db = db
        self.storeWriter = StoreWriter(db)
        self.source = source
        self.batchSize = max(1, options.batchSize)
        self.resumes = options.resumes
        self.progress = progress
        self.resumingAfter = start?.records ?? 0
        self.records = 0
        self.counts = start?.counts ?? ImportCounts()
    }

    /// The writer of the open transaction, for writes that are not records (a feed's own row);
    /// such writes must be idempotent, since a resumed import makes them again.
    public var writer: StoreWriter { storeWriter }

    /// Runs an import.
    ///
    /// Runs `body` on the database's writer (GRDB `writeWithoutTransaction`): `body` reads the
    /// document and calls ``record(_:)`` once per record, in document order. When `body`
    /// returns, the last batch is committed and the import marked complete. When it throws
    /// (cancellation included: ``record(_:)`` throws `CancellationError` when the task is
    /// cancelled), the open batch is rolled back and the error rethrown: the database holds the
    /// committed batches and their position.
    ///
    /// - Parameters:
    ///   - database: The database (a GRDB `DatabaseQueue` or `DatabasePool`).
    ///   - source: What identifies the document.
    ///   - options: The batch size and whether the import resumes.
    ///   - progress: Called after each commit.
    ///   - body: Reads the document and hands each record to the session.
    /// - Returns: The counts of all the document's records and how many a resumed run skipped.
    public static func run(
        _ database: any DatabaseWriter, source: ImportSource, options: ImportOptions = .init(),
        progress: (@Sendable (ImportProgress) -> Void)? = nil, _ body: (ImportSession) throws -> Void
    ) throws -> ImportResult {
        try database.writeWithoutTransaction { db in
            try run(in: db, source: source, options: options, progress: progress, body)
        }
    }

    /// Runs an import as ``run(_:source:options:progress:_:)`` does, waiting for the database's
    /// writer without blocking the calling task's thread: `body` runs on the writer's own queue.
    public static func run(
        _ database: any DatabaseWriter, source: ImportSource, options: ImportOptions = .init(),
        progress: (@Sendable (ImportProgress) -> Void)? = nil,
        _ body: @escaping @Sendable (ImportSession) throws -> Void
    ) async throws -> ImportResult {
        try await database.writeWithoutTransaction { db in
            try run(in: db, source: source, options: options, progress: progress, body)
        }
    }

    private static func run(
        in db: Database, source: ImportSource, options: ImportOptions,
        progress: (@Sendable (ImportProgress) -> Void)?, _ body: (ImportSession) throws -> Void
    ) throws -> ImportResult {
        var start: ImportPositions.ResumePoint?
        if options.resumes {
            try ImportPositions.prepare(db)
            start = try ImportPositions.resumePoint(db, of: source)
        }
        let session = ImportSession(db: db, source: source, options: options, start: start, progress: progress)
        do {
            try body(session)
            if let failure = session.failure { throw failure }
            try session.commit(complete: true)
        } catch {
            session.abandon()
            throw error
        }
        return ImportResult(counts: session.counts, records: session.records, resumedAfter: session.resumingAfter)
    }

    /// Hands one record: `save` runs in the open batch unless the record is one an earlier run
    /// committed; its outcome is counted. Commits (with the position) every `batchSize` records.
    ///
    /// - Parameter save: Saves the record with the writer and returns what saving did.
    /// - Throws: `CancellationError` when the task is cancelled, or what `save` or the database
    ///   threw; after an error the open batch is rolled back and every later call throws it again.
    public func record(_ save: (StoreWriter) throws -> StoreOutcome) throws {
        if let failure { throw failure }
        if Task.isCancelled { throw CancellationError() }
        records += 1
        guard records > resumingAfter else { return }
        do {
            if !db.isInsideTransaction { try db.beginTransaction(.immediate) }
            counts.add(try save(storeWriter))
        } catch {
            fail(error)
            throw error
        }
        pending += 1
        if pending >= batchSize { try commit(complete: false) }
    }

    /// Commits the open batch with the position; `complete` marks the import done.
    private func commit(complete: Bool) throws {
        guard resumes || db.isInsideTransaction else { return }
        do {
            if !db.isInsideTransaction { try db.beginTransaction(.immediate) }
            if resumes {
                try ImportPositions.store(db, source: source, records: records, counts: counts, complete: complete)
            }
            try db.commit()
        } catch {
            fail(error)
            throw error
        }
        let committed = pending
        pending = 0
        if committed > 0 { progress?(ImportProgress(records: records, counts: counts)) }
    }

    private func fail(_ error: any Error) {
        failure = error
        abandon()
    }

    /// Rolls back the open batch and forgets the shared values' ids it may have cached.
    private func abandon() {
        if db.isInsideTransaction { try? db.rollback() }
        storeWriter.forgetCachedIDs()
    }
}
