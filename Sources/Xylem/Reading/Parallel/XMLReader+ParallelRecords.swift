// Where the streamed record reads turn parallel: the checks that decide whether an input may be
// cut (workers asked for, bytes reachable at any offset, options that a cut cannot change), and
// the sessions of a parallel `readRecords` and `records`. The container read is in
// XMLReader+ParallelContainer.swift.

extension XMLReader {
    /// The smallest ``Options/maxMarkupLength`` under which a read may be parallel. The driver
    /// checks a token's length at fixed points of the input; a parser that reads a slice has its
    /// points elsewhere. With this floor, a token that could pass the limit is long enough to be
    /// seen by every parser, and the read goes on one thread (see docs/parallel-reads.md).
    static let parallelMarkupFloor = 512 * 1024

    /// Whether options allow cutting an input of `size` bytes.
    func allowsSlices(ofSize size: Int?) -> Bool {
        let parallelism = options.parallelism
        guard parallelism.isParallel, let size, size >= parallelism.minimumInputSize,
            size >= 2 * parallelism.sliceSize, options.externalEntityResolver == nil, options.maxTotalBytes == nil,
            options.maxMarkupLength >= Self.parallelMarkupFloor,
            // Workers meet warnings out of order, and a read started over meets them again: the
            // handler is promised each warning once, in order, before its record.
            options.warningHandler == nil,
            // A repairing read is parallel through `parallelFirst`, which reads strictly in
            // parallel and starts over on one thread at the first error.
            options.malformedInput == .fail
        else { return false }
        return true
    }

    /// Runs `body` with the input's bytes reachable at any offset, when the options allow cutting
    /// it; nil (without running `body`) otherwise. Memory is borrowed for the call, or copied
    /// when `copiesMemory` (for a read that outlives the call).
    func withSliceSource<Result>(
        _ input: XMLInput, copiesMemory: Bool = false, _ body: (SliceSource) throws -> Result
    ) throws -> Result? {
        guard allowsSlices(ofSize: input.knownSize) else { return nil }
        func memory(_ bytes: UnsafeRawBufferPointer) throws -> Result {
            try body(copiesMemory ? SliceSource(copying: bytes) : SliceSource(borrowing: bytes))
        }
        switch input.storage {
        case .data(let data):
            return try data.withUnsafeBytes { try memory($0) }
        case .bytes(let bytes):
            return try bytes.withUnsafeBytes { try memory($0) }
        case .string(let string):
            return try string.utf8.withContiguousStorageIfAvailable { try memory(UnsafeRawBufferPointer($0)) }
        case .file(let path):
            return try SliceSource.file(path: path).map(body)
        case .descriptor(let descriptor):
            return try SliceSource.descriptor(descriptor).map(body)
        case .chunks, .unsupported:
            return nil
        }
    }

    /// The sessions of a parallel read of the records at `path`; nil when the records are the
    /// root element (there is only one).
    func sliceSessions<Record>(_ reading: RecordReading<Record>, at path: XMLRecordPath) -> SliceSessions<Record>? {
        let segments = path.segments
        guard segments.count >= 2 else { return nil }
        return SliceSessions(
            options: options, makeTable: { try path.rootTable(recordAction: reading.action) },
            makeHolder: { ObjectBuilder<Void>(plan: .holder, value: ()) }, extract: reading.extract,
            ancestorDepth: segments.count - 1, readsContainer: false)
    }

    /// A parallel read of the records at `path` into `sink`, when `source` lends itself to one;
    /// `deliver` hands a record a worker read to the consumer (false to stop).
    func parallelRecordRead<Record>(
        _ reading: RecordReading<Record>, at path: XMLRecordPath, from input: XMLInput, source: SliceSource,
        sink: RecordSink, progress: ((XMLProgress) -> Void)?, deliver: @escaping (Record) throws -> Bool
    ) throws -> ParallelRecordRead<Record>? {
        guard let sessions = sliceSessions(reading, at: path), let name = path.segments.last else { return nil }
        let real = try makeRecordSession(reading, at: path, sink: sink)
        return ParallelRecordRead(
            source: source, finder: RecordCutFinder(recordName: name), sessions: sessions,
            parallelism: options.parallelism, real: real, sink: sink, progress: progress,
            deliverWorkerRecord: deliver,
            makeReference: { skipping in
                let session = try makeRecordSession(
                    reading, at: path, sink: SkippingRecordSink(skipping: skipping, target: sink))
                return (session, try input.makePump())
            })
    }

    /// `readRecords` on several threads, when the input and options allow it; nil otherwise.
    func readRecordsInParallel<Record>(
        _ reading: RecordReading<Record>, at path: XMLRecordPath, from input: XMLInput,
        progress: ((XMLProgress) -> Void)?, report: ((ParallelReadReport) -> Void)? = nil,
        handler: @escaping (Record) throws -> XMLStreamControl
    ) throws -> StreamSummary? {
        try withSliceSource(input) { source -> StreamSummary? in
            try reading.validate()
            let sink = CallbackRecordSink<Record>(extract: reading.extract, handler)
            guard
                let read = try parallelRecordRead(
                    reading, at: path, from: input, source: source, sink: sink, progress: progress,
                    deliver: { try handler($0) == .continue })
            else { return nil }
            defer {
                read.shutDown()
                report?(read.report)
            }
            try read.run()
            return StreamSummary(
                recordCount: read.recordCount, bytesRead: read.bytesRead, stoppedEarly: read.stoppedEarly,
                warnings: read.warnings)
        } ?? nil
    }
}

extension XMLReader {
    /// The parallel read behind an async record sequence, when the input and options allow one;
    /// it keeps its own copy of a document in memory, since it outlives this call.
    func parallelRecordSequence<Record>(
        _ reading: RecordReading<Record>, at path: XMLRecordPath, from input: XMLInput,
        sink: BufferingRecordSink<Record>, progress: ((XMLProgress) -> Void)?
    ) throws -> ParallelRecordRead<Record>? {
        try withSliceSource(input, copiesMemory: true) { source in
            try reading.validate()
            return try parallelRecordRead(
                reading, at: path, from: input, source: source, sink: sink, progress: progress,
                deliver: { record in
                    sink.append(record)
                    return true
                })
        } ?? nil
    }
}

extension XMLReader {
    /// `readRecords`, telling `report` what the parallel read did (not called for a read on one
    /// thread): for tests and measurements.
    @discardableResult
    func readRecords<Record: XMLReadable>(
        _ type: Record.Type, at path: XMLRecordPath, from input: XMLInput,
        report: @escaping (ParallelReadReport) -> Void, _ handler: @escaping (Record) throws -> XMLStreamControl
    ) throws -> StreamSummary {
        var handedOver = 0
        let (parallel, failure) = try parallelFirst(handedOver: { handedOver }) { reader in
            try reader.readRecordsInParallel(.single(type), at: path, from: input, progress: nil, report: report) {
                handedOver += 1
                return try handler($0)
            }
        }
        if let summary = parallel { return summary }
        return try readRecordsInOrder(.single(type), at: path, from: input, progress: nil, after: failure, handler)
    }
}
