// One parse in progress: an expat driver and a read engine that lives in place behind a pointer
// (so that its state is mutated without reference counting or dynamic exclusivity checks), plus
// the rules that turn a stopped parse into the right outcome.

/// A driver and its engine, for every entry point: whole reads, record callbacks, async
/// sequences and the push parser.
final class ParseSession {
    let driver: ExpatDriver
    let engine: UnsafeMutablePointer<ReadEngine>
    /// Whether the record consumer stopped the read; no more input should be fed.
    private(set) var isStopped = false
    /// Whether the final chunk has been parsed.
    private(set) var isFinished = false
    private(set) var bytesRead = 0
    /// The record path of a streaming read, checked when the document ends without a record.
    var recordPath: XMLRecordPath?

    /// How this parse meets malformed input (see XMLReader+Repair.swift).
    let attempt: RepairAttempt

    /// A session; `attempt` defaults to what the options ask for, repairing as the bytes arrive
    /// when they ask for repairs (the way of inputs that cannot be read twice).
    init(
        options: XMLReader.Options, rootTable: ElementTable, holder: AnyObjectBuilder, sink: RecordSink? = nil,
        attempt: RepairAttempt? = nil
    ) throws {
        let driver = try ExpatDriver(options: options)
        self.driver = driver
        self.attempt = attempt ?? (options.malformedInput == .repair ? .repairing(nil) : .strict)
        engine = UnsafeMutablePointer<ReadEngine>.allocate(capacity: 1)
        engine.initialize(
            to: ReadEngine(driver: driver, options: options, rootTable: rootTable, holder: holder, sink: sink))
        ReadEngine.install(engine)
        if case .repairing(let restart) = self.attempt {
            driver.enableRepair(options, firstError: restart?.error)
            if let restart {
                sink?.count = 0
                engine.pointee.recordsToSkip = restart.records
                engine.pointee.handledWarningsToSkip = restart.warnings
            }
        }
    }

    deinit {
        engine.pointee.deallocateBuffers()
        engine.deinitialize(count: 1)
        engine.deallocate()
    }

    var warnings: [XMLReadError] { engine.pointee.warnings }

    /// Parses a chunk; throws the read's error when the parse fails.
    func parse(_ bytes: UnsafeRawBufferPointer, isFinal: Bool) throws {
        guard !isStopped, !isFinished else { return }
        bytesRead += bytes.count
        let ok = driver.parse(bytes, isFinal: isFinal)
        if isFinal { isFinished = true }
        if !ok { try resolveStop() }
        if isFinal { try checkRecordPath() }
    }

    /// Feeds a whole synchronous input, checking for task cancellation between chunks.
    func feed(_ input: XMLInput, progress: ((XMLProgress) -> Void)?) throws {
        let total = progress == nil ? nil : input.knownSize
        let completed = try input.feed(driver) { consumed in
            bytesRead = consumed
            progress?(XMLProgress(bytesRead: consumed, totalBytes: total))
            if Task.isCancelled { throw CancellationError() }
        }
        isFinished = true
        if !completed { try resolveStop() }
        try checkRecordPath()
        noteUnmendedRestart()
    }

    /// Records the outcome of one pump step.
    func accept(_ step: InputPump.Step, consumed: Int) throws {
        bytesRead = consumed
        if step.finished { isFinished = true }
        if !step.parsed { try resolveStop() }
        if step.finished { try checkRecordPath() }
    }

    /// Throws when a streaming read reached the end of its document without a record and without
    /// its root element matching the path's first element: a record path written for another
    /// document (a misspelled root, another namespace) would otherwise read as an empty one. A
    /// document whose root matches has the records it has, none when the deeper elements of the
    /// path are legitimately absent (a GPX file with waypoints and no tracks).
    func checkRecordPath() throws {
        guard let recordPath, !isStopped, let sink = engine.pointee.sinkReference else { return }
        // The root opens level 1 of a longer path; a path of one element matches at the root only
        // by handing it over as a record.
        guard sink.takeUnretainedValue().count == 0, engine.pointee.deepestRecordPathLevel == 0 else { return }
        throw XMLReadError(
            kind: .recordPathNotFound(path: recordPath.path, matched: ""), line: driver.line, column: driver.column,
            byteOffset: driver.byteOffset)
    }

    /// Decides what a failed parse means: the consumer's stop (no error), the consumer's own
    /// error, the engine's failure, or expat's malformation.
    func resolveStop() throws {
        if let error = engine.pointee.consumerError {
            isStopped = true
            throw error
        }
        if engine.pointee.stoppedByConsumer {
            isStopped = true
            return
        }
        let error = engine.pointee.errorAfterStop()
        if case .strictFirst = attempt, engine.pointee.stoppedOnMalformedInput {
            throw RepairNeeded(
                error: error, records: engine.pointee.sinkReference?.takeUnretainedValue().count ?? 0,
                warnings: engine.pointee.warningCount, parsedBytes: driver.inputBytes)
        }
        throw error
    }
}
