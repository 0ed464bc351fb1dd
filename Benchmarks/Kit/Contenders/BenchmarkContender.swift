// What a contender is: a named way of reading a corpus file into the benchmark model, and the
// result it reports (entry count and checksum) so that contenders can be checked against each other.

/// What one contender read from a corpus file.
public struct BenchmarkResult: Sendable, Equatable {
    /// How many entries were read.
    public var entries: Int
    /// The checksum of the entries, or nil when the contender builds no model (raw expat).
    public var checksum: BenchmarkChecksum?
    /// What a write contender wrote and how long the write alone took; nil for readers.
    public var write: BenchmarkWrite?

    /// A result with a checksum.
    public init(_ checksum: BenchmarkChecksum) {
        self.entries = checksum.entries
        self.checksum = checksum
    }

    /// A result of a contender that only counts entries.
    public init(entries: Int) {
        self.entries = entries
        self.checksum = nil
    }
}

/// A contender as the parent process of a benchmark knows it: the key its child process is
/// asked to measure, and the name its row shows.
public struct ContenderLabel: Sendable, Equatable {
    /// A short identifier for command lines, such as `xylem` or `raw-expat`.
    public var key: String
    /// The name shown in tables.
    public var name: String

    /// Creates a label.
    public init(key: String, name: String) {
        self.key = key
        self.name = name
    }

    /// Foundation's `XMLParser` with a hand-written delegate. Its code is in the program
    /// `xylem-bench-foundation`, which `xylem bench` runs for it.
    public static let foundationXMLParser = ContenderLabel(key: "xmlparser", name: "Foundation XMLParser")
    /// Foundation's `XMLDocument`: the whole tree, then a walk over it (macOS and Linux only).
    public static let foundationDOM = ContenderLabel(key: "xmldocument", name: "Foundation XMLDocument")
    /// Foundation's contenders, in the order of the tables.
    public static let foundation: [ContenderLabel] = [foundationXMLParser, foundationDOM]
    /// The podcast race's reader written as Swift feed libraries are: `XMLParser` with a delegate
    /// and `DateFormatter`, in `xylem-bench-foundation`.
    public static let foundationPodcast = ContenderLabel(
        key: "podcast-xmlparser", name: "XMLParser + DateFormatter, as feed libraries read")
}

/// A named reader of corpus files.
///
/// ```swift
/// let timed = try BenchmarkContender.xylem.run("/tmp/feed.xml", .count)
/// let verified = try BenchmarkContender.xylem.run("/tmp/feed.xml", .checksum)
/// ```
public struct BenchmarkContender: Sendable {
    /// The key and name.
    public var label: ContenderLabel
    /// The largest input, in bytes, that the contender can read, if it is limited.
    public var byteLimit: Int?
    /// Reads the file at a path, handing each entry to a consumer of the given kind, and reports
    /// what it read.
    public var run: @Sendable (_ path: String, _ consumer: BenchmarkConsumer) throws -> BenchmarkResult

    /// A short identifier for command lines, such as `xylem` or `raw-expat`.
    public var key: String { label.key }
    /// The name shown in tables.
    public var name: String { label.name }

    /// Creates a contender.
    public init(
        _ label: ContenderLabel, byteLimit: Int? = nil,
        run: @escaping @Sendable (_ path: String, _ consumer: BenchmarkConsumer) throws -> BenchmarkResult
    ) {
        self.label = label
        self.byteLimit = byteLimit
        self.run = run
    }

    /// Creates a contender from its key and name.
    public init(
        key: String, name: String, byteLimit: Int? = nil,
        run: @escaping @Sendable (_ path: String, _ consumer: BenchmarkConsumer) throws -> BenchmarkResult
    ) {
        self.init(ContenderLabel(key: key, name: name), byteLimit: byteLimit, run: run)
    }

    /// Expat with empty handlers, configured as Xylem configures it (no namespace processing):
    /// the floor every other contender is measured against.
    public static let rawExpat = BenchmarkContender(
        key: "raw-expat", name: "raw expat (empty handlers)", run: RawExpatContender.run)
    /// Expat with empty handlers in its namespace mode: the cheapest namespace-aware read expat
    /// offers, the second reference of the tables.
    public static let rawExpatNamespaces = BenchmarkContender(
        key: "raw-expat-ns", name: "raw expat, namespace mode (empty handlers)",
        run: RawExpatContender.runInNamespaceMode)
    /// Xylem streaming the entries with `readRecords`.
    public static let xylem = BenchmarkContender(key: "xylem", name: "Xylem readRecords", run: XylemContender.run)
    /// The `XylemAtom` model (every Atom and Google Data field, kinds), unknown content kept.
    public static let xylemAtom = BenchmarkContender(
        key: "xylem-atom", name: "XylemAtom, unknowns kept", run: XylemAtomContender.keepingUnknown)
    /// The `XylemAtom` model with unknown content ignored.
    public static let xylemAtomIgnoringUnknown = BenchmarkContender(
        key: "xylem-atom-ignore", name: "XylemAtom, unknowns ignored", run: XylemAtomContender.ignoringUnknown)
    /// Xylem streaming the entries with `readRecords` on two threads.
    public static let xylemTwoWorkers = BenchmarkContender(
        key: "xylem-2-workers", name: "Xylem readRecords, 2 workers", run: XylemContender.parallel(workers: 2))
    /// The `XylemAtom` model, unknown content kept, on two threads (`xylem atom --count --jobs 2`).
    public static let xylemAtomTwoWorkers = BenchmarkContender(
        key: "xylem-atom-2-workers", name: "XylemAtom, unknowns kept, 2 workers",
        run: XylemAtomContender.keepingUnknown(workers: 2))
    /// The `XylemAtom` model, unknown content kept, on four threads (more than two cores show
    /// what oversubscription costs).
    public static let xylemAtomFourWorkers = BenchmarkContender(
        key: "xylem-atom-4-workers", name: "XylemAtom, unknowns kept, 4 workers",
        run: XylemAtomContender.keepingUnknown(workers: 4))
    /// Expat with its own namespace processing and handlers written by hand for the model.
    public static let handWrittenExpat = BenchmarkContender(
        key: "expat-by-hand", name: "expat, handlers written by hand", run: HandWrittenExpatContender.run)

    /// XylemFeeds' `FeedReader`: the `Feed` view of every item, as `xylem feed` reads.
    public static let xylemFeedView = BenchmarkContender(
        key: "xylem-feed", name: "XylemFeeds FeedReader (Feed view)", run: XylemFeedContender.view)
    /// XylemFeeds' `RSSItem` model streamed with `readRecords`.
    public static let xylemRSSItems = BenchmarkContender(
        key: "xylem-rss-items", name: "XylemFeeds RSSItem readRecords", run: XylemFeedContender.items)

    /// The podcast race's contenders that need no more than Xylem and expat, the floor first. The
    /// table adds ``ContenderLabel/foundationPodcast``, measured by a program of its own.
    public static let podcast: [BenchmarkContender] = [
        rawExpatItems, rawExpatItemsNamespaces, xylemRSSItems, xylemFeedView,
    ]
    /// Expat with empty handlers counting RSS items: the podcast race's floor.
    public static let rawExpatItems = BenchmarkContender(
        key: "raw-expat-items", name: "raw expat (empty handlers)", run: RawExpatContender.runCountingItems)
    /// The same in expat's namespace mode.
    public static let rawExpatItemsNamespaces = BenchmarkContender(
        key: "raw-expat-items-ns", name: "raw expat, namespace mode (empty handlers)",
        run: RawExpatContender.runCountingItemsInNamespaceMode)

    /// The contenders of `xylem bench` that need no more than Xylem and expat, the floor first,
    /// then the namespace-mode floor; the reads on one thread (1 worker), then on several. The table adds Foundation's (``ContenderLabel/foundationXMLParser``,
    /// ``ContenderLabel/foundationDOM``), measured by a program of their own.
    public static let standard: [BenchmarkContender] = [
        rawExpat, rawExpatNamespaces, handWrittenExpat, xylem, xylemAtom, xylemAtomIgnoringUnknown, xylemTwoWorkers,
        xylemAtomTwoWorkers, xylemAtomFourWorkers,
    ]
}

/// Why a contender could not read a file.
public struct BenchmarkError: Error, CustomStringConvertible {
    /// The explanation.
    public var description: String

    /// Creates an error with an explanation.
    public init(_ description: String) {
        self.description = description
    }
}
