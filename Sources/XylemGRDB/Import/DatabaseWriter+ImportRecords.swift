// The two ways to import records in one call: streamed from an XML document read on the
// database's writer, or collected in batches from any async sequence of records.

import GRDB
import Xylem

extension DatabaseWriter {
    /// Streams the records at `path` of `input` (`XMLReader.readRecords`)
    /// into `store`, batched and resumable (see ``ImportSession``).
    ///
    /// ```swift
    /// let result = try dbQueue.importRecords(
    ///     Episode.self, at: "rss/channel/item", from: .file(path), into: Episode.store,
    ///     parent: StoreParent(column: "feed_id", id: feedID), source: .file(path))
    /// ```
    ///
    /// - Parameters:
    ///   - type: The records' type.
    ///   - path: Where the records are, from the root element.
    ///   - input: The document.
    ///   - store: How a record is stored.
    ///   - parent: The parent row the records belong to, if any.
    ///   - source: What identifies the document, for resuming.
    ///   - reader: The reader, with its options.
    ///   - options: The batch size and whether the import resumes.
    ///   - progress: Called after each committed batch.
    /// - Returns: The counts of all the document's records and how many a resumed run skipped.
    public func importRecords<Model: XMLReadable>(
        _ type: Model.Type, at path: XMLRecordPath, from input: XMLInput, into store: StoreDescription<Model>,
        parent: StoreParent? = nil, source: ImportSource, reader: XMLReader = XMLReader(),
        options: ImportOptions = .init(), progress: (@Sendable (ImportProgress) -> Void)? = nil
    ) throws -> ImportResult {
        try ImportSession.run(self, source: source, options: options, progress: progress) { session in
            try reader.readRecords(type, at: path, from: input) { record in
                try session.record { try $0.save(record, as: store, parent: parent).outcome }
                return .continue
            }
        }
    }

    /// Imports the records of any async sequence (an `XMLRecordSequence`, XylemHTTP's paged
    /// streams) into `store`, batched and resumable.
    ///
    /// Batches are collected (at most `batchSize` values in memory) and each is written in one
    /// `write`, with the position. Records an earlier run committed are skipped. Cancelling the
    /// task ends the import after the last committed batch with `CancellationError`.
    ///
    /// - Parameters:
    ///   - records: The records, in document order.
    ///   - store: How a record is stored.
    ///   - parent: The parent row the records belong to, if any.
    ///   - source: What identifies the document, for resuming.
    ///   - options: The batch size and whether the import resumes.
    ///   - progress: Called after each committed batch.
    /// - Returns: The counts of all the records and how many a resumed run skipped.
    public func importRecords<Records: AsyncSequence>(
        _ records: Records, into store: StoreDescription<Records.Element>, parent: StoreParent? = nil,
        source: ImportSource, options: ImportOptions = .init(), progress: (@Sendable (ImportProgress) -> Void)? = nil
    ) async throws -> ImportResult where Records.Element: Sendable {
        let resumes = options.resumes
        let batchSize = max(1, options.batchSize)
        let start: ImportPositions.ResumePoint? =
            resumes
            ? try await write { db in
                try ImportPositions.prepare(db)
                return try ImportPositions.resumePoint(db, of: source)
            } : nil
        let skipped = start?.records ?? 0
        var counts = start?.counts ?? ImportCounts()
        var handed = 0
        var batch: [Records.Element] = []

        /// Writes the batch and the position in one transaction, and reports it.
        func commit(complete: Bool) async throws {
            guard resumes || !batch.isEmpty else { return }
            let values = batch
            let before = counts
            let position = handed
            counts = try await write { db in
                let writer = StoreWriter(db)
                var counts = before
                for value in values { counts.add(try writer.save(value, as: store, parent: parent).outcome) }
                if resumes {
                    try ImportPositions.store(
                        db, source: source, records: position, counts: counts, complete: complete)
                }
                return counts
            }
            batch.removeAll(keepingCapacity: true)
            if !values.isEmpty { progress?(ImportProgress(records: position, counts: counts)) }
        }

        for try await record in records {
            try Task.checkCancellation()
            handed += 1
            guard handed > skipped else { continue }
            batch.append(record)
            if batch.count >= batchSize { try await commit(complete: false) }
        }
        try Task.checkCancellation()
        try await commit(complete: true)
        return ImportResult(counts: counts, records: handed, resumedAfter: skipped)
    }
}
