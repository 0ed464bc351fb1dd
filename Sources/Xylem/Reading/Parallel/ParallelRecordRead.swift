// The reader's side of a parallel record read, one step at a time (a step is a slice, so that an
// async sequence can take records between steps). Each parse below is a `ParseSession`. The parse
// that reads the document from its first byte (the "real" one, with the consumer's sink and, for a
// container, the container) reads the prolog and the elements up to the first good cut; workers
// then parse slices; their records are handed over in document order, each slice only once the
// cut before it is known good. A slice whose parse did not end cleanly is read again, in order, by
// a parse in step with the document, until a cut turns out good; the last record and what follows
// it are read in order as well. Whatever a read on one thread would report as an error is reported
// by one: when anything fails after bytes were skipped, the document is read again from its start,
// on this thread, with the records already handed over passed by.

/// A parallel record read in progress.
final class ParallelRecordRead<Record> {
    private enum Phase {
        /// The real parse reads up to the first good cut.
        case prefix
        /// Slices are handed over.
        case parallel
        /// The last cut and what follows it.
        case tail
        /// No cut will do: the real parse reads on alone.
        case rest
        /// A read from the start, on this thread, after a failure where bytes were skipped.
        case reference
        case done
    }

    private let source: SliceSource
    private let finder: RecordCutFinder
    private let sessions: SliceSessions<Record>
    private let parallelism: XMLReader.Parallelism
    /// The parse that reads the document from its first byte, with the consumer's sink.
    let real: ParseSession
    private let realWatch: SliceWatch
    /// The consumer's sink: every parse of this read delivers into it.
    private let sink: RecordSink
    /// Hands a worker's record to the consumer; false when the consumer stops.
    private let deliverWorkerRecord: (Record) throws -> Bool
    /// A parse that reads the whole input on this thread, passing by the first records.
    private let makeReference: (_ skipping: Int) throws -> (ParseSession, InputPump)
    private let progress: ((XMLProgress) -> Void)?

    private var phase = Phase.prefix
    /// The offset up to which the document has been handed over (the next byte to read in order).
    private var position = 0
    /// Whether the real parse has not read some bytes before `position` (errors from it are
    /// then no longer a read on one thread's).
    private var skipped = false
    private var workerRecords = 0
    private var board: SliceBoard<SliceOutcome<Record>>?
    private var workers: WorkerThreads?
    private var grid: SliceGrid?
    /// The next slice to hand over.
    private var next = 0
    /// The priming that matches the document at `position`.
    private var verified: SlicePriming?
    private var prolog: [UInt8] = []
    /// The parse in step with the document at `position`, when there is one, and whether it
    /// stands at a good cut there (otherwise the next slice must go to it too).
    private var serial: (session: ParseSession, watch: SliceWatch)?
    private var serialAtCut = true
    private var reference: (session: ParseSession, pump: InputPump)?
    private var reportedBytes = 0
    private(set) var stoppedEarly = false
    /// What the read did so far.
    private(set) var report = ParallelReadReport()

    init(
        source: SliceSource, finder: RecordCutFinder, sessions: SliceSessions<Record>,
        parallelism: XMLReader.Parallelism, real: ParseSession, sink: RecordSink,
        progress: ((XMLProgress) -> Void)?,
        deliverWorkerRecord: @escaping (Record) throws -> Bool,
        makeReference: @escaping (_ skipping: Int) throws -> (ParseSession, InputPump)
    ) {
        self.source = source
        self.finder = finder
        self.sessions = sessions
        self.parallelism = parallelism
        self.real = real
        self.sink = sink
        self.progress = progress
        self.deliverWorkerRecord = deliverWorkerRecord
        self.makeReference = makeReference
        realWatch = SliceWatch(ancestorDepth: sessions.ancestorDepth, keepsAncestorTags: true)
        ReadEngine.watchSlices(real.engine, with: realWatch)
        serial = (real, realWatch)
    }

    deinit {
        shutDown()
    }

    // MARK: Results

    /// Records handed to the consumer.
    var recordCount: Int { sink.count + workerRecords }
    /// The warnings of the read (the reference's, when the input was read again).
    var warnings: [XMLReadError] { reference?.session.warnings ?? real.warnings }
    /// Bytes of input read.
    var bytesRead: Int { reference?.session.bytesRead ?? position }
    /// Whether the input was read again from its start (a container read then takes the
    /// reference's container).
    var readAgain: Bool { reference != nil }

    // MARK: Steps

    /// Reads on until records were handed over or the read ended; false once it has ended.
    func step() throws -> Bool {
        if Task.isCancelled, phase != .done {
            shutDown()
            phase = .done
            throw CancellationError()
        }
        do {
            switch phase {
            case .prefix: try prefixStep()
            case .parallel: try parallelStep()
            case .tail: try tailStep()
            case .rest: try restStep()
            case .reference: try referenceStep()
            case .done: return false
            }
        } catch {
            shutDown()
            phase = .done
            throw error
        }
        if phase == .done { shutDown() }
        return true
    }

    /// Reads the whole input.
    func run() throws {
        while try step() {}
    }

    /// Stops the workers and waits for them.
    func shutDown() {
        board?.stop()
        workers?.join()
        workers = nil
    }

    private func report(_ bytes: Int) {
        guard let progress, bytes > reportedBytes else { return }
        reportedBytes = bytes
        progress(XMLProgress(bytesRead: bytes, totalBytes: source.size))
    }

    // MARK: The prefix

    /// Reads up to the next cut with the real parse; starts the workers at the first good one.
    private func prefixStep() throws {
        guard let cut = try finder.firstCut(in: source, atOrAfter: position + 1, below: source.size + 1) else {
            phase = .rest
            return
        }
        guard try readInOrder(position..<cut, with: real, toEnd: false) else { return }
        if real.engine.pointee.sliceBoundary() != nil { try startWorkers() }
    }

    /// Starts the workers at `position`, a good cut, if the document lends itself to it.
    private func startWorkers() throws {
        phase = .rest
        guard real.driver.readsASCIISuperset, let tags = realWatch.knownAncestorTags,
            let rootOffset = realWatch.rootTagOffset, rootOffset >= 0, rootOffset < position,
            rootOffset <= max(64 * 1024, parallelism.sliceSize / 4)
        else { return }
        prolog = try source.withBytes(0..<rootOffset) { Array($0) }
        let priming = SlicePriming(prolog: prolog, ancestorTags: tags)
        guard
            let facts = priming.bytes.withUnsafeBytes({ PrologProbe.facts(of: $0, options: sessions.options) }),
            facts.boundsAmplification(below: sessions.options.maxEntityAmplification),
            let last = try finder.lastCut(in: source, atOrAfter: position + 1, below: source.size + 1),
            last - position >= 2 * parallelism.sliceSize
        else { return }
        let grid = SliceGrid(start: position, end: last, sliceSize: parallelism.sliceSize)
        let board = SliceBoard<SliceOutcome<Record>>(
            sliceCount: grid.count, slicesInFlight: parallelism.slicesInFlight, workers: parallelism.workers,
            priming: priming)
        let parser = SliceParser(sessions: sessions, source: source, finder: finder, grid: grid)
        let workers = WorkerThreads(count: parallelism.workers) { parser.work(board, as: $0) }
        guard workers.count > 0 else { return }
        self.grid = grid
        self.board = board
        self.workers = workers
        verified = priming
        phase = .parallel
        report.workers = workers.count
        report.slices = grid.count
    }

    // MARK: Slices

    /// Hands over the next slice: a worker's records when its cut was good, or the slice read in
    /// order.
    private func parallelStep() throws {
        guard let grid, let board, let verified, next < grid.count else {
            phase = .tail
            return
        }
        if report.slicesReadInOrder >= SliceGrid.inOrderSlicesBeforeGivingUp,
            report.slicesReadInOrder > report.slicesFromWorkers
        {
            // Most cuts were bad (records inside CDATA sections or comments, long records):
            // the workers' parses are wasted work. Read the rest in order.
            shutDown()
            phase = .rest
            return
        }
        let index = next
        if !serialAtCut { return try readSliceInOrder(index) }
        guard let outcome = board.takeOutcome(index) else { return try readSliceInOrder(index) }
        guard case .accepted(let changed) = outcome.verdict, outcome.priming.ancestorTags == verified.ancestorTags
        else { return try readSliceInOrder(index) }
        next = index + 1
        board.finish(upTo: next)
        guard let range = outcome.range else { return }
        report.slicesFromWorkers += 1
        skipped = true
        // The root's children in the slice are the workers' records, which the real parse passes by.
        real.engine.pointee.seesEveryRootChild = false
        position = range.upperBound
        // The records are lent to the consumer, never copied: a copy would touch memory the
        // worker's core holds. They go back to the worker that made them (see RetiringRecords).
        let records = outcome.records
        var delivered = true
        for index in 0..<records.count {
            workerRecords += 1
            guard try records.lend(index, to: deliverWorkerRecord) else {
                delivered = false
                break
            }
        }
        board.release(records, madeBy: outcome.worker)
        guard delivered else {
            stoppedEarly = true
            phase = .done
            return
        }
        if let changed, changed != verified.ancestorTags {
            // The elements around the records changed in this slice: the next ones are parsed
            // again with them, and the parse that read in order is out of step.
            let priming = SlicePriming(prolog: prolog, ancestorTags: changed)
            self.verified = priming
            board.reprime(priming, from: next)
            serial = nil
        }
        report(position)
    }

    /// Reads slice `index` in order, with the parse in step with the document.
    private func readSliceInOrder(_ index: Int) throws {
        guard let grid, let board else { return }
        next = index + 1
        board.finish(upTo: next)
        // A slice with no cut of its own is part of the one before.
        guard let range = try grid.range(of: index, in: source, finder: finder) else { return }
        guard let (session, watch) = try sessionInStep() else { return }
        report.slicesReadInOrder += 1
        guard try readInOrder(range, with: session, toEnd: false) else { return }
        if phase == .reference { return }
        serialAtCut = session.engine.pointee.sliceBoundary() != nil
        guard serialAtCut else { return }
        guard let tags = watch.knownAncestorTags else {
            serialAtCut = false
            return
        }
        if let verified, tags != verified.ancestorTags {
            let priming = SlicePriming(prolog: prolog, ancestorTags: tags)
            self.verified = priming
            board.reprime(priming, from: next)
        }
    }

    /// Reads from the last cut to the end of the input, in order.
    private func tailStep() throws {
        phase = .done
        guard let (session, _) = try sessionInStep() else { return }
        guard try readInOrder(position..<source.size, with: session, toEnd: true) else { return }
        if phase == .reference { return }
        try session.checkRecordPath()
        source.finishDescriptor(at: source.size)
        phase = .done
    }

    /// Reads the rest of the input in order, a block per step.
    private func restStep() throws {
        let end = min(source.size, position + XMLInput.blockSize)
        let toEnd = end == source.size
        guard let (session, _) = try sessionInStep() else { return }
        guard try readInOrder(position..<end, with: session, toEnd: toEnd) else { return }
        if phase == .reference { return }
        if toEnd {
            try session.checkRecordPath()
            source.finishDescriptor(at: source.size)
            phase = .done
        }
    }

    /// The parse in step with the document at `position`: the one that read up to it, or a
    /// new one primed with the ancestors there. Nil when the read went to the reference.
    private func sessionInStep() throws -> (ParseSession, SliceWatch)? {
        if let serial { return serial }
        guard let verified else { return nil }
        let watch = SliceWatch(ancestorDepth: sessions.ancestorDepth, keepsAncestorTags: true)
        let session = try sessions.session(sink: sink, watch: watch)
        let primed = verified.bytes.withUnsafeBytes { session.driver.parse($0, isFinal: false) }
        guard primed, session.engine.pointee.sliceBoundary() != nil else {
            try startReference()
            return nil
        }
        serial = (session, watch)
        return (session, watch)
    }

    /// Reads `range` with `session`, in order, handing its records to the consumer. Returns
    /// false when the read ended (the consumer stopped it) or went to the reference; throws
    /// what a read on one thread would.
    private func readInOrder(_ range: Range<Int>, with session: ParseSession, toEnd: Bool) throws -> Bool {
        let exact = session === real && !skipped
        let warningsBefore = session.warnings.count
        let watch = session.driver.sliceWatch
        // An I/O error is thrown as a read on one thread would meet it.
        if try !source.feed(range, to: session.driver, toEnd: toEnd) {
            if let error = session.engine.pointee.consumerError { throw error }
            if session.engine.pointee.stoppedByConsumer {
                stoppedEarly = true
                phase = .done
                return false
            }
            guard exact else {
                try startReference()
                return false
            }
            throw session.engine.pointee.errorAfterStop()
        }
        if !exact, watch?.heldLongToken == true || session.warnings.count != warningsBefore {
            try startReference()
            return false
        }
        position = range.upperBound
        report(position)
        return true
    }

    // MARK: The reference

    /// Reads the input again from its start on this thread, passing by the records handed over.
    private func startReference() throws {
        shutDown()
        let (session, pump) = try makeReference(recordCount)
        reference = (session, pump)
        report.readAgain = true
        phase = .reference
    }

    private func referenceStep() throws {
        guard let session = reference?.session, var pump = reference?.pump else {
            phase = .done
            return
        }
        let step = try pump.next(session.driver)
        reference = (session, pump)
        try session.accept(step, consumed: pump.consumed)
        report(pump.consumed)
        if session.isStopped { stoppedEarly = true }
        if step.finished || session.isStopped { phase = .done }
    }
}

/// Passes by the first records (handed over before the input was read again), and hands the
/// others to the consumer's sink.
final class SkippingRecordSink: RecordSink {
    private var toSkip: Int
    private let target: RecordSink

    init(skipping count: Int, target: RecordSink) {
        toSkip = count
        self.target = target
    }

    override func accept(_ builder: AnyObjectBuilder, in container: AnyObjectBuilder) throws -> Bool {
        if toSkip > 0 {
            toSkip -= 1
            return true
        }
        target.count += 1
        return try target.accept(builder, in: container)
    }
}

/// What a parallel read did: for tests, and for measuring where a read's time goes.
struct ParallelReadReport: Equatable, Sendable {
    /// Worker threads started (0 when the read stayed on one thread).
    var workers = 0
    /// Slices laid over the document.
    var slices = 0
    /// Slices whose records a worker's parse delivered.
    var slicesFromWorkers = 0
    /// Slices read in order after a worker's parse did not count.
    var slicesReadInOrder = 0
    /// Whether the input was read again from its start, on one thread.
    var readAgain = false
}
