// Record streaming with a callback: each record at a path is handed over as its end tag closes,
// and the caller can stop the read early. Nothing but the open record is kept.

extension XMLReader {
    /// What a streaming read did.
    public struct StreamSummary: Sendable {
        /// How many records were handed to the consumer.
        public var recordCount: Int
        /// How many bytes of input were parsed.
        public var bytesRead: Int
        /// Whether the consumer stopped the read before the end of the input.
        public var stoppedEarly: Bool
        /// The warnings of the read: conversion failures when ``Options/conversionFailures`` is
        /// ``ConversionFailurePolicy/skip``, and a container whose children matched nothing
        /// (``XMLReadError/Kind/nothingMatched(type:details:)``).
        public var warnings: [XMLReadError]
        /// The comments and processing instructions before the root element, for reads that keep
        /// them (`readContainer`); empty otherwise.
        public var prolog: [XMLMiscItem] = []
        /// The comments and processing instructions after the root element, for reads that keep
        /// them; empty otherwise.
        public var epilog: [XMLMiscItem] = []
    }

    /// Reads the records at `path` one by one, handing each to `handler` as soon as its end tag
    /// closes, in constant memory whatever the size of the input.
    ///
    /// ```swift
    /// let summary = try XMLReader().readRecords(Entry.self, at: atomEntries, from: .file(path)) { entry in
    ///     index.add(entry)
    ///     return index.isFull ? .stop : .continue
    /// }
    /// ```
    ///
    /// An error thrown by `handler` ends the read and is rethrown unchanged. Task cancellation is
    /// checked between chunks and ends the read with `CancellationError`.
    ///
    /// A document whose root element is the path's first element but that lacks the elements
    /// below it (a GPX file with waypoints and no tracks, read at `gpx/trk/trkseg/trkpt`) has no
    /// records: ``StreamSummary/recordCount`` is 0 and nothing is thrown. A root element of
    /// another name or namespace is ``XMLReadError/Kind/recordPathNotFound(path:matched:)``, so
    /// that a path written for other documents does not read as an empty one.
    ///
    /// - Parameters:
    ///   - type: The type of the records.
    ///   - path: Where the records are, from the root element.
    ///   - input: The document.
    ///   - progress: Called after each chunk with the bytes read so far.
    ///   - handler: Called with each record; return ``XMLStreamControl/stop`` to end the read.
    @discardableResult
    public func readRecords<Record: XMLReadable>(
        _ type: Record.Type, at path: XMLRecordPath, from input: XMLInput,
        progress: ((XMLProgress) -> Void)? = nil,
        _ handler: (Record) throws -> XMLStreamControl
    ) throws -> StreamSummary {
        try readRecords(.single(type), at: path, from: input, progress: progress, handler)
    }

    /// Reads the records at `path` one by one, each of the type its kind attribute or kind
    /// category chooses among `kinds` (see ``XMLKinds``), handing each to `handler` as it closes.
    ///
    /// ```swift
    /// try XMLReader().readRecords(entryKinds, at: "feed/entry", from: .file(path)) { entry in
    ///     print(type(of: entry))
    ///     return .continue
    /// }
    /// ```
    @discardableResult
    public func readRecords<Record>(
        _ kinds: XMLKinds<Record>, at path: XMLRecordPath, from input: XMLInput,
        progress: ((XMLProgress) -> Void)? = nil,
        _ handler: (Record) throws -> XMLStreamControl
    ) throws -> StreamSummary {
        try readRecords(.kinds(kinds), at: path, from: input, progress: progress, handler)
    }

    private func readRecords<Record>(
        _ reading: RecordReading<Record>, at path: XMLRecordPath, from input: XMLInput,
        progress: ((XMLProgress) -> Void)?, _ handler: (Record) throws -> XMLStreamControl
    ) throws -> StreamSummary {
        try withoutActuallyEscaping(handler) { handler in
            var handedOver = 0
            let (parallel, failure) = try parallelFirst(handedOver: { handedOver }) { reader in
                try reader.readRecordsInParallel(reading, at: path, from: input, progress: progress) { record in
                    handedOver += 1
                    return try handler(record)
                }
            }
            if let summary = parallel { return summary }
            return try readRecordsInOrder(reading, at: path, from: input, progress: progress, after: failure, handler)
        }
    }

    /// `readRecords` on the calling thread; after a parallel attempt that stopped on malformed
    /// input (`failure`), a repairing read that skips what it handed over.
    func readRecordsInOrder<Record>(
        _ reading: RecordReading<Record>, at path: XMLRecordPath, from input: XMLInput,
        progress: ((XMLProgress) -> Void)?, after failure: RepairNeeded?,
        _ handler: @escaping (Record) throws -> XMLStreamControl
    ) throws -> StreamSummary {
        let sink = CallbackRecordSink<Record>(extract: reading.extract, handler)
        return try readRepairing(input, after: failure) { attempt in
            let session = try makeRecordSession(reading, at: path, sink: sink, attempt: attempt)
            try session.feed(input, progress: progress)
            return StreamSummary(
                recordCount: sink.count, bytesRead: session.bytesRead, stoppedEarly: session.isStopped,
                warnings: session.warnings)
        }
    }

    /// A parse session whose root table leads along `path` to records in `sink`.
    func makeRecordSession<Record>(
        _ reading: RecordReading<Record>, at path: XMLRecordPath, sink: RecordSink, attempt: RepairAttempt? = nil
    ) throws -> ParseSession {
        try reading.validate()
        let table = try path.rootTable(recordAction: reading.action)
        let session = try ParseSession(
            options: options, rootTable: table, holder: ObjectBuilder<Void>(plan: .holder, value: ()), sink: sink,
            attempt: attempt)
        session.recordPath = path
        return session
    }
}
