// A worker's part of a parallel record read: the slices laid over the document, the parse of
// one slice by a primed parser of its own, and the verdict on it. A slice is read by a new
// session each time, with the shared, immutable plans; its records wait in its outcome until
// the reader hands them over.

/// How one parallel record read makes its sessions.
// Unchecked Sendable: the closures build fresh tables and builders from immutable plans and
// `@Sendable` user code, and read nothing that changes.
struct SliceSessions<Record>: @unchecked Sendable {
    let options: XMLReader.Options
    /// The root table of a new session (its own, so that no two threads share one).
    let makeTable: () throws -> ElementTable
    /// The holder a new session's root writes into.
    let makeHolder: () -> AnyObjectBuilder
    let extract: (AnyObjectBuilder) -> Record
    /// The depth of the records' parent element.
    let ancestorDepth: Int
    /// Whether the records' parent is the object being read (``XMLReader/readContainer(_:streaming:as:namespaces:from:progress:_:)``):
    /// then nothing else may happen at the records' level of a slice read apart.
    let readsContainer: Bool

    /// A session reading into `sink`, watched with `watch`.
    func session(sink: RecordSink, watch: SliceWatch) throws -> ParseSession {
        let session = try ParseSession(options: options, rootTable: makeTable(), holder: makeHolder(), sink: sink)
        ReadEngine.watchSlices(session.engine, with: watch)
        // Primed inside the document, the parse has not seen the root's children before its slice.
        session.engine.pointee.seesEveryRootChild = false
        return session
    }
}

/// Keeps the records of one slice, and lets go of one record handed over before for each.
final class CollectingRecordSink<Record>: RecordSink {
    let records = RecordBuffer<Record>()
    private let extract: (AnyObjectBuilder) -> Record
    var retiring: RetiringRecords<Record>

    init(extract: @escaping (AnyObjectBuilder) -> Record, retiring: consuming RetiringRecords<Record>) {
        self.extract = extract
        self.retiring = retiring
    }

    override func accept(_ builder: AnyObjectBuilder, in container: AnyObjectBuilder) throws -> Bool {
        records.append(extract(builder))
        retiring.dropOne()
        return true
    }
}

/// The slices of a document between its first and its last cut: slice `k` begins at the first
/// cut at or after `start + k * sliceSize` (slice 0 at `start`) and ends where the next one
/// begins; a slice with no cut of its own is part of the one before.
struct SliceGrid: Sendable {
    let start: Int
    let end: Int
    let sliceSize: Int

    var count: Int { end > start ? (end - start + sliceSize - 1) / sliceSize : 0 }

    /// How many slices must have been read in order, more than the workers' slices handed over,
    /// before a pass stops cutting the document and reads the rest in order.
    static let inOrderSlicesBeforeGivingUp = 8

    /// The bytes of slice `index`, or nil when it has no cut of its own.
    func range(of index: Int, in source: SliceSource, finder: RecordCutFinder) throws -> Range<Int>? {
        let target = start + index * sliceSize
        let next = target + sliceSize
        let first: Int
        if index == 0 {
            first = start
        } else {
            guard let cut = try finder.firstCut(in: source, atOrAfter: target, below: min(next, end)) else {
                return nil
            }
            first = cut
        }
        let last = next >= end ? end : try finder.firstCut(in: source, atOrAfter: next, below: end + 1) ?? end
        return first..<last
    }
}

/// What a worker made of one slice.
struct SliceOutcome<Record> {
    enum Verdict {
        /// The parse ended exactly at the slice's end, between records, with nothing failed:
        /// with the same ancestors open as it began with, or (nil otherwise) with these.
        case accepted(changedAncestors: [[UInt8]]?)
        /// The records do not count: the reader reads the slice again.
        case rejected
    }

    /// The slice's bytes; nil when it has no cut of its own (accepted) or when they could not be
    /// read (rejected).
    let range: Range<Int>?
    let records: RecordBuffer<Record>
    let verdict: Verdict
    /// What the slice's parser was primed with.
    let priming: SlicePriming
    /// The worker that parsed the slice.
    var worker = 0
}

/// Parses slices for one parallel read, on a worker thread.
struct SliceParser<Record>: Sendable {
    let sessions: SliceSessions<Record>
    let source: SliceSource
    let finder: RecordCutFinder
    let grid: SliceGrid

    /// Takes slices from `board` and posts their outcomes until the read is over, as worker
    /// number `worker`.
    func work(_ board: SliceBoard<SliceOutcome<Record>>, as worker: Int) {
        var leftovers: [AnyObject] = []
        var retiring = RetiringRecords<Record>()
        while let job = board.takeJob(worker: worker, leftovers: &leftovers) {
            retiring.adopt(&leftovers)
            var outcome = parse(slice: job.index, primedWith: job.priming, board: board, retiring: &retiring)
            outcome.worker = worker
            board.post(outcome, for: job.index, primedWith: job.priming)
        }
    }

    /// The outcome of slice `index`; lets go of records in `retiring` as it builds others.
    func parse(
        slice index: Int, primedWith priming: SlicePriming, board: SliceBoard<SliceOutcome<Record>>,
        retiring: inout RetiringRecords<Record>
    ) -> SliceOutcome<Record> {
        let found: Range<Int>?
        do {
            found = try grid.range(of: index, in: source, finder: finder)
        } catch {
            // The reader finds the slice itself, and meets the error as a read would.
            return SliceOutcome(range: nil, records: RecordBuffer(), verdict: .rejected, priming: priming)
        }
        guard let range = found else {
            return SliceOutcome(
                range: nil, records: RecordBuffer(), verdict: .accepted(changedAncestors: nil), priming: priming)
        }
        let sink = CollectingRecordSink<Record>(extract: sessions.extract, retiring: retiring)
        retiring = RetiringRecords()
        let verdict = parse(range, primedWith: priming, into: sink, board: board)
        swap(&retiring, &sink.retiring)
        return SliceOutcome(range: range, records: sink.records, verdict: verdict, priming: priming)
    }

    private func parse(
        _ range: Range<Int>, primedWith priming: SlicePriming, into sink: CollectingRecordSink<Record>,
        board: SliceBoard<SliceOutcome<Record>>
    ) -> SliceOutcome<Record>.Verdict {
        let watch = SliceWatch(ancestorDepth: sessions.ancestorDepth, keepsAncestorTags: sessions.ancestorDepth > 1)
        guard let session = try? sessions.session(sink: sink, watch: watch) else { return .rejected }
        let primed = priming.bytes.withUnsafeBytes { session.driver.parse($0, isFinal: false) }
        guard primed, let start = session.engine.pointee.sliceBoundary() else { return .rejected }
        let fed = try? source.feed(range, to: session.driver, toEnd: false) { board.isStopped }
        guard fed == true, !board.isStopped, !watch.heldLongToken,
            let end = session.engine.pointee.sliceBoundary(), end.warnings == start.warnings
        else { return .rejected }
        if end.hasSameAncestors(as: start) {
            if sessions.readsContainer, !end.addsOnlyRecords(since: start) { return .rejected }
            return .accepted(changedAncestors: nil)
        }
        guard !sessions.readsContainer, let tags = watch.knownAncestorTags else { return .rejected }
        return .accepted(changedAncestors: tags)
    }
}
