// A statistics pass on several threads. The records are guessed from the document's first bytes
// (RecordLevelProbe); the collector that reads the document from its first byte reads up to the
// first good cut before one, workers count slices with collectors of their own, primed like a
// parallel read's parsers, and their tallies are added in document order. A slice whose count
// did not end cleanly is read again in order; anything that fails after bytes were skipped makes
// the pass start over on one thread, so that errors are those of a pass on one thread.

extension XMLStatistics {
    /// The pass on several threads, when the input and options allow one and the document's
    /// first bytes show records to cut before; nil otherwise.
    static func collectInParallel(
        from input: XMLInput, options: XMLReader.Options, progress: ((_ bytesRead: Int, _ totalBytes: Int?) -> Void)?,
        report: ((ParallelReadReport) -> Void)? = nil
    ) throws -> XMLStatistics? {
        try XMLReader(options: options).withSliceSource(input) { source -> XMLStatistics? in
            let probed = try source.withBytes(0..<min(source.size, Self.probeLength)) {
                RecordLevelProbe.level(of: $0, options: options)
            }
            guard let level = probed else { return nil }
            let pass = ParallelStatistics(source: source, options: options, level: level, progress: progress)
            defer { report?(pass.readReport) }
            if let statistics = try pass.run() { return statistics }
            pass.readReport.readAgain = true
            // Something failed after bytes were skipped: the pass on one thread says what.
            return try collectInOrder(from: input, options: options) { bytes, total in
                pass.report(bytes)
            }
        } ?? nil
    }

    /// How many of a document's first bytes are looked at for its records.
    static let probeLength = 1 << 20
}

/// A statistics pass on several threads.
final class ParallelStatistics {
    private let source: SliceSource
    private let options: XMLReader.Options
    private let level: RecordLevel
    private let finder: RecordCutFinder
    private let progress: ((_ bytesRead: Int, _ totalBytes: Int?) -> Void)?
    private var reportedBytes = 0
    /// What the pass did.
    var readReport = ParallelReadReport()

    init(
        source: SliceSource, options: XMLReader.Options, level: RecordLevel,
        progress: ((_ bytesRead: Int, _ totalBytes: Int?) -> Void)?
    ) {
        self.source = source
        self.options = options
        self.level = level
        finder = RecordCutFinder(localNames: level.localNames)
        self.progress = progress
    }

    func report(_ bytes: Int) {
        guard let progress, bytes > reportedBytes else { return }
        reportedBytes = bytes
        progress(bytes, source.size)
    }

    /// The statistics, or nil when the pass must start over on one thread.
    func run() throws -> XMLStatistics? {
        let driver = try ExpatDriver(options: options)
        return try StatisticsCollector.withCollector(StatisticsCollector(driver: driver, options: options)) {
            collector in
            let watch = SliceWatch(ancestorDepth: level.parentDepth, keepsAncestorTags: true)
            StatisticsCollector.watchSlices(collector, with: watch)
            var pass = InOrderPart(collector: collector, watch: watch)
            // Up to the first good cut, on this thread only: errors are the pass's own.
            while !pass.atCut {
                guard let cut = try finder.firstCut(in: source, atOrAfter: pass.position + 1, below: source.size + 1)
                else { break }
                guard try pass.read(pass.position..<cut, from: source, toEnd: false, exact: true) else { return nil }
                report(pass.position)
            }
            if pass.atCut, let parallel = try startWorkers(pass) {
                defer { parallel.shutDown() }
                guard try handOver(parallel, &pass) else { return nil }
            }
            guard try pass.read(pass.position..<source.size, from: source, toEnd: true, exact: !pass.skipped) else {
                return nil
            }
            report(source.size)
            source.finishDescriptor(at: source.size)
            pass.closePart()
            return pass.total.statistics(byteCount: source.size)
        }
    }

    // MARK: Workers

    private struct Workers {
        let board: SliceBoard<StatisticsSliceOutcome>
        let threads: WorkerThreads
        let grid: SliceGrid
        let prolog: [UInt8]
        let priming: SlicePriming

        func shutDown() {
            board.stop()
            threads.join()
        }
    }

    private func startWorkers(_ pass: InOrderPart) throws -> Workers? {
        let parallelism = options.parallelism
        guard pass.collector.pointee.driver.readsASCIISuperset, let tags = pass.watch.knownAncestorTags,
            let rootOffset = pass.watch.rootTagOffset, rootOffset >= 0, rootOffset < pass.position,
            rootOffset <= max(64 * 1024, parallelism.sliceSize / 4)
        else { return nil }
        let prolog = try source.withBytes(0..<rootOffset) { Array($0) }
        let priming = SlicePriming(prolog: prolog, ancestorTags: tags)
        guard
            let facts = priming.bytes.withUnsafeBytes({ PrologProbe.facts(of: $0, options: options) }),
            facts.boundsAmplification(below: options.maxEntityAmplification),
            let last = try finder.lastCut(in: source, atOrAfter: pass.position + 1, below: source.size + 1),
            last - pass.position >= 2 * parallelism.sliceSize
        else { return nil }
        let grid = SliceGrid(start: pass.position, end: last, sliceSize: parallelism.sliceSize)
        let board = SliceBoard<StatisticsSliceOutcome>(
            sliceCount: grid.count, slicesInFlight: parallelism.slicesInFlight, workers: parallelism.workers,
            priming: priming)
        let parser = StatisticsSliceParser(
            options: options, source: source, finder: finder, grid: grid, ancestorDepth: level.parentDepth)
        let threads = WorkerThreads(count: parallelism.workers) { parser.work(board, as: $0) }
        guard threads.count > 0 else { return nil }
        readReport.workers = threads.count
        readReport.slices = grid.count
        return Workers(board: board, threads: threads, grid: grid, prolog: prolog, priming: priming)
    }

    /// Adds the slices' tallies in order, reading in order those that did not count. False when
    /// the pass must start over on one thread.
    private func handOver(_ workers: Workers, _ pass: inout InOrderPart) throws -> Bool {
        var verified = workers.priming
        var index = 0
        while index < workers.grid.count {
            if readReport.slicesReadInOrder >= SliceGrid.inOrderSlicesBeforeGivingUp,
                readReport.slicesReadInOrder > readReport.slicesFromWorkers
            {
                // Most cuts were bad: count the rest in order (see ParallelRecordRead).
                return true
            }
            let next = index + 1
            if pass.atCut, let outcome = workers.board.takeOutcome(index),
                outcome.priming.ancestorTags == verified.ancestorTags, let tally = outcome.tally
            {
                workers.board.finish(upTo: next)
                index = next
                guard let range = outcome.range else { continue }
                // The in-order collector's counts so far come first.
                pass.closePart()
                pass.total.add(tally)
                readReport.slicesFromWorkers += 1
                pass.skip(to: range.upperBound)
                report(range.upperBound)
                continue
            }
            workers.board.finish(upTo: next)
            index = next
            guard let range = try workers.grid.range(of: next - 1, in: source, finder: finder) else { continue }
            readReport.slicesReadInOrder += 1
            guard try pass.read(range, from: source, toEnd: false, exact: !pass.skipped) else { return false }
            report(range.upperBound)
            if pass.atCut, let tags = pass.watch.knownAncestorTags, tags != verified.ancestorTags {
                verified = SlicePriming(prolog: workers.prolog, ancestorTags: tags)
                workers.board.reprime(verified, from: next)
            } else if pass.atCut, pass.watch.knownAncestorTags == nil {
                pass.atCut = false
            }
        }
        return true
    }
}

/// The collector that reads the document in order: where it stands, what it counted since its
/// last part was added, and the pass's total.
private struct InOrderPart {
    let collector: UnsafeMutablePointer<StatisticsCollector>
    let watch: SliceWatch
    var position = 0
    var atCut = false
    /// Whether bytes before `position` were counted by workers, not by this collector.
    var skipped = false
    var total = StatisticsTally()
    /// The collector's tally when its last part was added to `total`.
    private var mark = StatisticsTally()

    init(collector: UnsafeMutablePointer<StatisticsCollector>, watch: SliceWatch) {
        self.collector = collector
        self.watch = watch
    }

    /// Reads `range` in order. Throws the pass's error when it is `exact` (nothing skipped);
    /// returns false when the pass must start over on one thread.
    mutating func read(_ range: Range<Int>, from source: SliceSource, toEnd: Bool, exact: Bool) throws -> Bool {
        let driver = collector.pointee.driver
        guard try source.feed(range, to: driver, toEnd: toEnd) else {
            if exact { throw collector.pointee.errorAfterStop() }
            return false
        }
        if !exact && watch.heldLongToken { return false }
        position = range.upperBound
        atCut = collector.pointee.sliceBoundary() != nil
        return true
    }

    /// Adds what the collector counted since its last part.
    mutating func closePart() {
        let now = collector.pointee.tally
        total.add(StatisticsTally.difference(now, mark))
        mark = now
    }

    /// Moves past bytes a worker counted.
    mutating func skip(to offset: Int) {
        position = offset
        skipped = true
    }
}

/// What a worker counted in one slice.
struct StatisticsSliceOutcome {
    /// The slice's bytes; nil when it has no cut of its own.
    let range: Range<Int>?
    /// The slice's counts; nil when they do not count (the slice is read again in order).
    let tally: StatisticsTally?
    let priming: SlicePriming
}

/// Counts slices for one parallel statistics pass, on a worker thread.
struct StatisticsSliceParser: Sendable {
    let options: XMLReader.Options
    let source: SliceSource
    let finder: RecordCutFinder
    let grid: SliceGrid
    let ancestorDepth: Int

    func work(_ board: SliceBoard<StatisticsSliceOutcome>, as worker: Int) {
        var leftovers: [AnyObject] = []
        while let job = board.takeJob(worker: worker, leftovers: &leftovers) {
            board.post(
                count(slice: job.index, primedWith: job.priming, board: board), for: job.index, primedWith: job.priming)
        }
    }

    private func count(slice index: Int, primedWith priming: SlicePriming, board: SliceBoard<StatisticsSliceOutcome>)
        -> StatisticsSliceOutcome
    {
        let found: Range<Int>?
        do {
            found = try grid.range(of: index, in: source, finder: finder)
        } catch {
            return StatisticsSliceOutcome(range: nil, tally: nil, priming: priming)
        }
        guard let range = found else {
            return StatisticsSliceOutcome(range: nil, tally: StatisticsTally(), priming: priming)
        }
        let tally = try? count(range, primedWith: priming, board: board)
        return StatisticsSliceOutcome(range: range, tally: tally, priming: priming)
    }

    private func count(_ range: Range<Int>, primedWith priming: SlicePriming, board: SliceBoard<StatisticsSliceOutcome>)
        throws -> StatisticsTally?
    {
        let driver = try ExpatDriver(options: options)
        return try StatisticsCollector.withCollector(StatisticsCollector(driver: driver, options: options)) {
            collector in
            let watch = SliceWatch(ancestorDepth: ancestorDepth, keepsAncestorTags: false)
            StatisticsCollector.watchSlices(collector, with: watch)
            let primed = priming.bytes.withUnsafeBytes { driver.parse($0, isFinal: false) }
            guard primed, let start = collector.pointee.sliceBoundary() else { return nil }
            let mark = collector.pointee.tally
            guard try source.feed(range, to: driver, toEnd: false, shouldStop: { board.isStopped }), !board.isStopped,
                !watch.heldLongToken, collector.pointee.sliceBoundary() == start
            else { return nil }
            return StatisticsTally.difference(collector.pointee.tally, mark)
        }
    }
}

extension XMLStatistics {
    /// `collect`, telling `report` what a parallel pass did (not called for a pass on one
    /// thread): for tests and measurements.
    static func collect(
        from input: XMLInput, options: XMLReader.Options, report: @escaping (ParallelReadReport) -> Void
    ) throws -> XMLStatistics {
        if let statistics = try collectInParallel(from: input, options: options, progress: nil, report: report) {
            return statistics
        }
        return try collectInOrder(from: input, options: options, progress: nil)
    }
}
